/** A paragraph of lines (an address, a delivery method), each on a line of its own. */
export function LineBrokenText({ lines }: { lines: readonly string[] }) {
  return (
    <p>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}
