'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AccessPerformance } from '@/lib/cms/types';

const AccessContext = createContext<AccessPerformance[]>([]);

/** Hands the show's access performances (from the CMS) to the buy box's performance list. */
export function AccessPerformancesProvider({
  performances,
  children,
}: {
  performances: AccessPerformance[];
  children: ReactNode;
}) {
  return <AccessContext value={performances}>{children}</AccessContext>;
}

/** The access performances of the show around (none outside a show). */
export function useAccessPerformances(): AccessPerformance[] {
  return useContext(AccessContext);
}
