import { Download } from 'lucide-react';
import type { ReportCsvTable, ReportPeriod } from '#contracts/reports';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useDownloadReportCsv } from '../api/download-csv.ts';

/** 'Exportar CSV' of one table of the report (UTF-8 with BOM, ';'). */
export function CsvButton({ period, table, tableName }: { period: ReportPeriod; table: ReportCsvTable; tableName: string }) {
  const download = useDownloadReportCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      aria-label={`Exportar CSV: ${tableName}`}
      data-testid={`csv-${table}`}
      onClick={() =>
        download.mutate(
          { period, table },
          { onError: (e) => toast({ title: 'Não foi possível exportar o CSV', description: errorMessageOf(e), variant: 'destructive' }) },
        )
      }
    >
      <Download aria-hidden="true" /> Exportar CSV
    </Button>
  );
}
