/** The protocol's MAX_ROOM_NAME_CHARS (packages/protocol/src/names.ts); the server checks it again. */
const MAX_ROOM_NAME = 40;

/** The room-name input of the create form; left empty, the server names the room after its host and game. */
export function RoomNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <label>
      <span>Room name <span class="small muted">(optional)</span></span>
      <input name="roomName" value={value} maxLength={MAX_ROOM_NAME} onInput={(e) => onChange((e.target as HTMLInputElement).value)} placeholder="e.g. Friday Urbania" />
    </label>
  );
}
