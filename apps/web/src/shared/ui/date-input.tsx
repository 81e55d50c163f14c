// A market date typed as dd/mm/yyyy in both languages, the tables' format (the browser's own date
// input shows mm/dd/yyyy in English). Digits only, the slashes put in as one types
// (`maskDisplayDate`); Arrow Up/Down move a complete date by a day. The value is 'yyyy-mm-dd' once
// a real date is typed, else the text as typed, which the form's schema refuses with its message.
import { addDays, displayDateToIso, isoToDisplayDate, maskDisplayDate } from '@sen/market';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** 'yyyy-mm-dd', or the incomplete text last reported. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function DateInput({ value, onChange, ref, ...input }: DateInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => isoToDisplayDate(value) ?? value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // A value set from outside (a reset, a default): shown unless it is what the text already says.
    setSeen(value);
    const shown = isoToDisplayDate(value);
    if (shown !== undefined && displayDateToIso(text) !== value) setText(shown);
  }
  const change = (next: string) => {
    setText(next);
    const reported = displayDateToIso(next) ?? next;
    setSeen(reported);
    onChange(reported);
  };
  return (
    <input
      {...input}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={t('dateRange.placeholder')}
      title={t('dateRange.hint')}
      value={text}
      onChange={(event) => change(maskDisplayDate(event.target.value))}
      onKeyDown={(event) => {
        const iso = displayDateToIso(text);
        if (!iso || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        change(isoToDisplayDate(addDays(iso, event.key === 'ArrowUp' ? 1 : -1)) ?? text);
      }}
    />
  );
}
