/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Unique id of this build, injected by vite.config.ts (see buildVersionPlugin). */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
