import { DEFAULT_COUNTRY, type Request } from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { provincesQuery } from '../api/requestConfigQueries';
import { useSession } from '../session/session';

/**
 * A country code (ISO 3166-1 alpha-2, as the request form's select stores it) by its name in the
 * language shown: 'Italia', 'Italy'. The code itself where the browser knows no such region.
 */
export const countryName = (code: string, language: string): string => {
  if (!code) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    // A code the browser refuses as a region (a malformed value of old data) reads as stored.
    return code;
  }
};

/**
 * An Italian promoter's province by name ('Milano'), from the list the request form offers
 * (`GET /city/provinces`, the same cached query); its code while the list loads or if it fails.
 */
export const useProvinceName = (request: Pick<Request, 'promoterCountry' | 'promoterProvince'>) => {
  const { role } = useSession();
  const code = request.promoterProvince;
  const provinces = useQuery({
    ...provincesQuery(role),
    enabled: request.promoterCountry === DEFAULT_COUNTRY && code !== '',
  });
  return provinces.data?.find((province) => province.code === code)?.name ?? code;
};
