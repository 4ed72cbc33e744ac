/** A small visible table of a chart's data, behind 'Ver tabela' (the chart's own table is for screen readers only). */
export function ChartDataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Array<Array<string | number>> }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Ver tabela</summary>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              {columns.map((column, index) => (
                <th key={column} scope="col" className={`py-1.5 pr-3 font-medium ${index > 0 ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-b last:border-0">
                {row.map((value, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1.5 pr-3 text-left font-normal">
                      {value}
                    </th>
                  ) : (
                    <td key={index} className="py-1.5 pr-3 text-right tabular-nums">
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
