import type { ComparisonTable as Table } from '@/content/types';

/** A real <table>: row headers name what is compared, column headers the options. */
export function ComparisonTable({ table }: { table: Table }) {
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="group" aria-label={table.caption}>
      <table className="w-full min-w-[36rem] border-collapse text-start text-sm sm:text-base">
        <caption className="sr-only">{table.caption}</caption>
        <thead>
          <tr className="bg-sea-950 text-white">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label} className="border-t border-sea-100 even:bg-sea-50/60">
              <th scope="row" className="px-4 py-3 text-start font-semibold text-sea-950">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={`${row.label}-${index}`} className="px-4 py-3 text-ink">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
