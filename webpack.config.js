// Builds the console from one config: `--env target=web` → build/renderer/ (served by the platform
// server), `--env target=desktop` → build/desktop/{renderer/,main.js,preload.js} (the Electron app).
// Production by default; `--mode development` for dev, `--watch` to rebuild on change.
// ts-loader only transpiles; `tsc -b` typechecks.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');

const ROOT = __dirname;
const BUILD = path.join(ROOT, 'build');
const TARGETS = ['web', 'desktop'];

/** ts-loader for one tsconfig; the project configs only emit declarations, so JS output is forced on. */
function typescriptRule(configFile) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        configFile: path.join(ROOT, configFile),
        transpileOnly: true,
        // rootDir widened: shared/ is compiled into each bundle.
        compilerOptions: {
          noEmit: false,
          emitDeclarationOnly: false,
          declaration: false,
          composite: false,
          rootDir: ROOT,
        },
      },
    },
  };
}

/** Source maps of the console: development only, where the platform serves them to the
 *  browser's devtools. Production emits none: the platform serves build/renderer to anyone who can
 *  reach it, and a map hands out the console's source (issue 18). */
function sourceMaps(mode) {
  // No eval-based maps: the console's Content-Security-Policy (script-src 'self') forbids eval.
  if (mode === 'development') return { devtool: 'cheap-module-source-map', plugins: [] };
  return { devtool: false, plugins: [] };
}

/** The React console, for a browser (web) or an Electron renderer (desktop). */
function rendererConfig({ mode, desktop }) {
  const maps = sourceMaps(mode);
  return {
    name: desktop ? 'desktop-renderer' : 'renderer',
    mode,
    target: desktop ? 'electron-renderer' : ['web', 'es2022'],
    entry: { main: path.join(ROOT, 'renderer/index.tsx') },
    output: {
      path: desktop ? path.join(BUILD, 'desktop/renderer') : path.join(BUILD, 'renderer'),
      // Absolute: deep links such as /confirm/code/123 load the same files.
      publicPath: '/',
      // Content-hashed names under assets/ can be cached as immutable by the server.
      filename: 'assets/[name].[contenthash].js',
      chunkFilename: 'assets/[name].[contenthash].js',
      cssFilename: 'assets/[name].[contenthash].css',
      cssChunkFilename: 'assets/[name].[contenthash].css',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // The renderer is sandboxed without Node integration: load chunks with <script>, never require().
      chunkFormat: 'array-push',
      chunkLoading: 'jsonp',
      clean: true,
    },
    // Webpack's built-in CSS support (no css-loader or style-loader): `import './index.css'` becomes
    // a content-hashed stylesheet that html-webpack-plugin links from index.html.
    experiments: { css: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The desktop renderer is sandboxed without Node integration, so a package's Node build (which
      // electron-renderer's defaults would pick, e.g. jsPDF's, requiring fs) could never run there:
      // resolve packages as a browser does in both builds.
      ...(desktop
        ? {
            conditionNames: ['browser', 'import', 'module', 'webpack', 'production', 'development', 'default'],
            mainFields: ['browser', 'module', 'main'],
            aliasFields: ['browser'],
          }
        : {}),
    },
    module: { rules: [typescriptRule('renderer/tsconfig.json')] },
    ...(desktop ? { externalsPresets: { node: false, electronRenderer: false } } : {}),
    devtool: maps.devtool,
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'initial', priority: -10 },
        },
      },
    },
    // react-dom, react-router, i18next and urql: ~430 KB minified, ~105 KB gzipped; urql's
    // normalised cache and the schema it reads (renderer/graphql/schemaIntrospection.json) add
    // ~110 KB minified.
    performance: {
      hints: mode === 'production' ? 'warning' : false,
      maxAssetSize: 512_000,
      maxEntrypointSize: 700_000,
    },
    plugins: [
      ...maps.plugins,
      new HtmlWebpackPlugin({ template: path.join(ROOT, 'renderer/index.html'), scriptLoading: 'defer' }),
      // Default branding (logo, favicon) at /branding/<name>: not content-hashed, so kept out of
      // assets/, which the server caches as immutable.
      new CopyWebpackPlugin({ patterns: [{ from: path.join(ROOT, 'assets/branding'), to: 'branding' }] }),
    ],
  };
}

/** An Electron main or preload bundle: one CommonJS file, electron itself left external. In
 *  production its map carries line mappings for stack traces but no sources (node_modules are inside). */
function electronConfig({ mode, name, entry, tsconfig, target, filename }) {
  const maps =
    mode === 'development'
      ? sourceMaps(mode)
      : { devtool: false, plugins: [new webpack.SourceMapDevToolPlugin({ filename: '[file].map', noSources: true })] };
  return {
    name,
    mode,
    target,
    entry: path.join(ROOT, entry),
    output: {
      path: path.join(BUILD, 'desktop'),
      filename,
      chunkFilename: filename.replace(/\.js$/, '.[id].js'),
      chunkFormat: 'commonjs',
    },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules: [typescriptRule(tsconfig)] },
    externals: { electron: 'commonjs electron' },
    // Keep __dirname the bundle's own folder (build/desktop), where renderer/ and preload.js sit.
    node: { __dirname: false, __filename: false },
    devtool: maps.devtool,
    optimization: { splitChunks: false, runtimeChunk: false },
    // @sentry/electron pulls in OpenTelemetry's require hooks, which webpack cannot follow statically.
    ignoreWarnings: [{ module: /node_modules[\\/]require-in-the-middle[\\/]/ }],
    plugins: maps.plugins,
  };
}

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const target = env.target ?? 'web';
  if (!TARGETS.includes(target)) throw new Error(`--env target must be one of ${TARGETS.join(', ')}, got '${target}'`);
  if (target === 'web') return rendererConfig({ mode, desktop: false });
  return [
    rendererConfig({ mode, desktop: true }),
    electronConfig({
      mode,
      name: 'desktop-main',
      entry: 'main/electron/main.ts',
      tsconfig: 'main/tsconfig.json',
      target: 'electron-main',
      filename: 'main.js',
    }),
    electronConfig({
      mode,
      name: 'desktop-preload',
      entry: 'preload/index.ts',
      tsconfig: 'preload/tsconfig.json',
      target: 'electron-preload',
      filename: 'preload.js',
    }),
  ];
};
