import { t } from '../../i18n/i18n';
/** The display-name input of the create and join forms. */
export function NameField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (name: string) => void;
  placeholder: string;
}) {
  return (
    <label>
      {t('ui.name.yours')}
      <input
        name="name"
        value={value}
        maxLength={96}
        required
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        placeholder={placeholder}
      />
    </label>
  );
}
