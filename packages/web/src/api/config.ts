// Deployment settings for the web app (docs/api.md "Configuration for the web app").
import { useQuery } from '@tanstack/react-query';
import type { AppConfigAnswer } from '@ruta/server/api-types';
import { apiRequest } from './client';

export type AppConfig = AppConfigAnswer;

export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest<AppConfig>('config/'),
    staleTime: Infinity,
    retry: 1,
  });
}
