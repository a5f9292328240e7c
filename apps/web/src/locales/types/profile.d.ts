import type profile from '../en/profile.json';

declare global {
  interface MizanNamespaces {
    profile: typeof profile;
  }
}
