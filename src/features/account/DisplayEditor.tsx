import { FONT_FAMILIES, type Display, type FontFamily } from '../../../domain/user';
import { fr } from '../../i18n/fr';
import { changeDisplay } from '../profile/displayStyle';
import { StyledName } from '../profile/StyledName';

interface DisplayEditorProps {
  name: string;
  display: Display;
  onChange: (display: Display) => void;
}

const text = fr.accountPage.styling;

function ColourField({ label, value, disabled, onChange }: { label: string; value: string; disabled: boolean; onChange: (value: string) => void }) {
  return (
    <label className="field display-editor__colour">
      <span className="field__label">{label}</span>
      <input type="color" className="colour-input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function Toggle({ label, checked, disabled = false, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="display-editor__toggle">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** Username styling with a live preview; switching the gradient off stops its animation. */
export function DisplayEditor({ name, display, onChange }: DisplayEditorProps) {
  const set = (change: Partial<Display>) => onChange(changeDisplay(display, change));
  return (
    <fieldset className="display-editor">
      <legend className="display-editor__title">{text.title}</legend>
      <p className="display-editor__preview" aria-label={text.preview}>
        <StyledName name={name} display={display} />
      </p>
      <label className="field">
        <span className="field__label">{text.font}</span>
        <select className="input" value={display.fontFamily} onChange={(event) => set({ fontFamily: event.target.value as FontFamily })}>
          {FONT_FAMILIES.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </label>
      <div className="display-editor__row">
        <ColourField label={text.color} value={display.color} disabled={display.gradientEnabled} onChange={(color) => set({ color })} />
      </div>
      <div className="display-editor__row">
        <Toggle label={text.gradient} checked={display.gradientEnabled} onChange={(gradientEnabled) => set({ gradientEnabled })} />
        <ColourField label={text.gradientFrom} value={display.gradientFrom} disabled={!display.gradientEnabled} onChange={(gradientFrom) => set({ gradientFrom })} />
        <ColourField label={text.gradientTo} value={display.gradientTo} disabled={!display.gradientEnabled} onChange={(gradientTo) => set({ gradientTo })} />
        <Toggle
          label={text.animated}
          checked={display.gradientAnimated}
          disabled={!display.gradientEnabled}
          onChange={(gradientAnimated) => set({ gradientAnimated })}
        />
      </div>
      <div className="display-editor__row">
        <Toggle label={text.glow} checked={display.glowEnabled} onChange={(glowEnabled) => set({ glowEnabled })} />
        <ColourField label={text.glowColor} value={display.glowColor} disabled={!display.glowEnabled} onChange={(glowColor) => set({ glowColor })} />
      </div>
    </fieldset>
  );
}
