import type { CostRow as Row } from '@/lib/scenarios';

type Props = {
  caption: string;
  columns: { item: string; basis: string; amount: string };
  /** One row per cost. */
  rows: Row[];
  /** Subtotals under the costs, e.g. the additional costs and the price. */
  summary: Row[];
  /** The bottom line, emphasised. */
  total: Row;
};

/** An itemised cost breakdown as a real <table> with a visible caption and a totals footer. */
export function CostTable({ caption, columns, rows, summary, total }: Props) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="border-b border-sea-100 px-4 py-4 text-start text-lg font-semibold text-sea-950 sm:px-6">{caption}</caption>
        <thead>
          <tr className="bg-sea-50 text-sea-900">
            <th scope="col" className="px-4 py-3 text-start font-semibold sm:ps-6">
              {columns.item}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {columns.basis}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold sm:pe-6">
              {columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-sea-100">
              <th scope="row" className="px-4 py-3 text-start font-medium text-ink sm:ps-6">
                {row.label}
              </th>
              <td className="px-4 py-3 text-muted">{row.basis}</td>
              <td className="px-4 py-3 text-end whitespace-nowrap text-ink tabular-nums sm:pe-6">{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {summary.map((row, index) => (
            <tr key={row.label} className={index === 0 ? 'border-t-2 border-sea-200' : 'border-t border-sea-100'}>
              <th scope="row" className="px-4 py-3 text-start font-semibold text-sea-950 sm:ps-6">
                {row.label}
              </th>
              <td className="px-4 py-3 text-muted">{row.basis}</td>
              <td className="px-4 py-3 text-end font-semibold whitespace-nowrap text-sea-950 tabular-nums sm:pe-6">{row.amount}</td>
            </tr>
          ))}
          <tr className="bg-sea-900 text-white">
            <th scope="row" className="px-4 py-4 text-start text-base font-bold sm:ps-6 sm:text-lg">
              {total.label}
            </th>
            <td className="px-4 py-4 text-sea-100">{total.basis}</td>
            <td className="px-4 py-4 text-end text-base font-bold whitespace-nowrap tabular-nums sm:pe-6 sm:text-lg">{total.amount}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
