/**
 * The site's base path, which Next.js fixes into the build. Client code adds it to the plain
 * URLs it builds itself (fetch, beacons, `window.location`); links through Next.js get it anyway.
 */
export const basePath = process.env.__NEXT_ROUTER_BASEPATH || '';
