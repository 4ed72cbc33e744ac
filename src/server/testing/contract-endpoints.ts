import type { Endpoint } from '#contracts/endpoint';

// Every contract module's endpoint groups (exports named `…Endpoints`).
const modules = import.meta.glob<Record<string, unknown>>('../../contracts/*.ts', { eager: true });

export function listContractEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  const found: Array<{ name: string; endpoint: Endpoint }> = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [exportName, group] of Object.entries(exports)) {
      if (!exportName.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
      for (const [key, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
        found.push({ name: `${file.split('/').pop()}#${key}`, endpoint });
      }
    }
  }
  return found;
}

/** The endpoint's path with placeholder ids, enough to reach the access guard. */
export function sampleUrl(endpoint: Endpoint): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, 'x-inexistente');
}
