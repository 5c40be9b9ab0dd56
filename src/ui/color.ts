/**
 * True for colours (`#rgb` or `#rrggbb`) on which white text would be hard to read (relative luminance above ~0.4):
 * blocks pick dark or light text over the colours editors choose.
 */
export function isLight(hex: string): boolean {
  const value = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
}
