/**
 * The item a menu key moves to, for a menu laid out in `columns` columns (1 for a list):
 * arrows move and wrap, Home and End jump to the ends. Null for any other key.
 */
export function nextMenuIndex(key: string, index: number, count: number, columns = 1): number | null {
  if (count === 0) return null;
  const wrap = (i: number) => (i + count) % count;
  switch (key) {
    case 'ArrowDown':
      return wrap(index + columns);
    case 'ArrowUp':
      return wrap(index - columns);
    case 'ArrowRight':
      return columns > 1 ? wrap(index + 1) : null;
    case 'ArrowLeft':
      return columns > 1 ? wrap(index - 1) : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The 24 symbols of the symbol menu: Greek letters, then math signs. */
export const MENU_SYMBOLS = ['α', 'β', 'γ', 'δ', 'ε', 'θ', 'λ', 'μ', 'π', 'σ', 'φ', 'ω', 'Δ', 'Σ', 'Ω', '±', '×', '÷', '≤', '≥', '≈', '≠', '→', '∞'] as const;
