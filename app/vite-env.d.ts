/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly [key: `PUBLIC_${string}`]: string | undefined;
}
