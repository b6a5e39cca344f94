export interface MachineState {
  chromiumFound: boolean;
  /** CHROME_PATH is unset or names Debian's path, which installing the package fills. */
  usesDebianChromium: boolean;
  /** Our Debian packages that dpkg does not list as installed (none where dpkg is absent). */
  missingPackages: readonly string[];
  /** Root, with apt-get. */
  canInstall: boolean;
}

export type SystemPackagesPlan =
  | { action: 'none' }
  | { action: 'install'; packages: string[] }
  | { action: 'warn'; message: string }
  | { action: 'fail'; message: string };

export declare function planSystemPackages(machine: MachineState): SystemPackagesPlan;
