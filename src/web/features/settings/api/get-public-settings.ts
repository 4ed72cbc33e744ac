import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings, settingsEndpoints } from '#contracts/settings';
import { endpointRef } from '#contracts/http';

const publicSettings = endpointRef<typeof settingsEndpoints.public>('GET', '/api/settings/public');

export const publicSettingsQueryOptions = queryOptions<PublicSettings>({ queryKey: [publicSettings.path] });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions);

/** The brand shown everywhere: the platformName setting (EduIA until it loads). */
export function usePlatformName(): string {
  return usePublicSettings().data?.platformName ?? 'EduIA';
}
