// Deployment settings for the web app (docs/api.md "Configuration for the web app").
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface AppConfig {
  website_url: string;
  contact_url: string;
  map_style_url: string;
  /** Whether the server has a map-matching provider (OSRM or Mapbox). */
  map_matching?: boolean;
}

export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest<AppConfig>('config/'),
    staleTime: Infinity,
    retry: 1,
  });
}
