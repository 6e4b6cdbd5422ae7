import styles from './search.module.css';

type Props = {
  id: string;
  name: string;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  format: (value: number) => string;
  onChange: (value: number) => void;
};

/** A labelled slider that shows and announces its value in words (e.g. '$5,000', '3 days'). */
export function RangeSlider({ id, name, label, value, range, format, onChange }: Props) {
  return (
    <div className={styles.range}>
      <label htmlFor={id}>
        {label}: <span className={styles.rangeValue}>{format(value)}</span>
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
