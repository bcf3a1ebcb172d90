/** Font files imported for their built URL (webpack copies them into public/static). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
