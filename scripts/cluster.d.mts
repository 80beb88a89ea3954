// Types of scripts/cluster.mjs for its TypeScript callers (the cluster test).
export type ClusterInstance = {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type ClusterNginx = {
  dir: string;
  pid: number | undefined;
  accessLog: string;
  configure(upstream: number[]): Promise<void>;
  stop(): Promise<void>;
};

export type Cluster = {
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  nginx: ClusterNginx;
  workDir: string;
  restart(index: number): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

export function nginxMissing(): string | undefined;
export function clusterSite(site: string, ports: number[], listenPort: number): string;
export function startCluster(opts?: {
  port?: number;
  instances?: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  instanceLog?: (id: string, chunk: string) => void;
}): Promise<Cluster>;
