// The not-found page as an ordinary page, so its HTML is rendered on the server: the server sends
// it with 404 for every unknown path or id (server/not-found-page.ts).
export { default, generateMetadata } from '../not-found';
