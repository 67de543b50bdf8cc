import { t } from '../../i18n/i18n';
/** Four UTF-16 units for each of the protocol's MAX_ROOM_NAME_CHARS (packages/protocol/src/names.ts), which counts characters as seen (an emoji takes two units): the server checks the length. */
const MAX_ROOM_NAME = 160;

/** The room-name input of the create form; left empty, the server names the room after its host and game. */
export function RoomNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <label>
      <span>
        {t('ui.name.room')} <span class="small muted">{t('ui.name.optional')}</span>
      </span>
      <input
        name="roomName"
        value={value}
        maxLength={MAX_ROOM_NAME}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        placeholder={t('ui.name.roomPlaceholder')}
      />
    </label>
  );
}
