import { useMutation } from '@tanstack/react-query';
import { teachingEndpoints } from '#contracts/teaching';
import type { QueryOf } from '#contracts/endpoint';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

export type RosterExportRequest = QueryOf<typeof teachingEndpoints.rosterCsv>;

/** Downloads the filtered rows (every page) as the server's CSV. */
export const exportRoster = (query: RosterExportRequest) => downloadFile(endpointUrl(teachingEndpoints.rosterCsv, { query }), 'alunos.csv');

export const useExportRoster = () => useMutation({ mutationFn: exportRoster });
