export const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d);
export const percent = (value: number | null): string => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);
