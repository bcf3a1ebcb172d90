// The two gatsby-plugin-sharp modules sharp-effort.test.ts drives (the plugin ships no types for them), as far as it uses them.
declare module "gatsby-plugin-sharp/plugin-options" {
  type Args = Record<string, unknown>;
  export function setPluginOptions(options: { defaults: Args; defaultQuality: number }): void;
  export function mergeDefaults(args: Args): Args;
  export function createTransformObject(args: Args): Args;
  export function removeDefaultValues(args: Args, pluginOptions: { defaultQuality: number }): Args;
}
declare module "gatsby-plugin-sharp/process-file" {
  export function processFile(
    file: string,
    transforms: { outputPath: string; args: Record<string, unknown> }[],
    options?: { stripMetadata?: boolean; defaultQuality?: number },
  ): Promise<unknown[]>;
}
