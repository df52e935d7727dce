import type { ReactNode } from 'react';

/** A column: its heading, what its cell shows of a row, and the cell's class. */
export type Column<T> = [heading: string, cell: (row: T) => ReactNode, className?: string];

/**
 * A data table of the console: the caption, a heading per column and a row per item (keyed by `id`). With
 * `scroll` it sits in a focusable region of that name that scrolls sideways on a narrow screen.
 */
export function Table<T extends { id: string | number }>(props: {
  caption?: string;
  scroll?: string;
  className?: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
}) {
  const table = (
    <table className={props.className}>
      {props.caption && <caption>{props.caption}</caption>}
      <thead>
        <tr>
          {props.columns.map(([heading]) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.id}>
            {props.columns.map(([heading, cell, className]) => (
              <td key={heading} className={className}>
                {cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!props.scroll) return table;
  return (
    <div className="scroll" role="region" aria-label={`${props.scroll} (scrolls sideways)`} tabIndex={0}>
      {table}
    </div>
  );
}
