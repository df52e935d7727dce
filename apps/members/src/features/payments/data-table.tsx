import { type ReactNode } from 'react';
import { Table } from './payments.styles';

/** A payments table: one column header per label, then the body rows (`children`). */
export function DataTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
