import { useId } from 'react';
import type { UnitTable } from './rules/index.ts';
import * as styles from './size-guide.styles.ts';

/**
 * One size table: captioned, with column headers and each row headed by its size, so a screen reader announces
 * "UK 10, Waist (cm), 70". Its frame scrolls sideways on narrow screens and takes focus so keyboards can scroll it.
 */
export function SizeTableView({ title, table }: { title: string; table: UnitTable }) {
  const captionId = useId();
  return (
    <div className={styles.tableScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{title}</caption>
        <thead>
          <tr>
            {table.headerTitles.map((header, column) => (
              <th key={column} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.dataRows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
