import { createContext, useContext, type ReactNode } from 'react';
import type { SiteCustomization } from './site-customization';

export type { SiteCustomization } from './site-customization';

/** The brand the app started with (src/app/bootstrap.ts), for the components that draw it. */
const CustomizationContext = createContext<SiteCustomization>({ id: null, brand: 'default', title: null });

export function CustomizationProvider({ value, children }: { value: SiteCustomization; children: ReactNode }) {
  return <CustomizationContext.Provider value={value}>{children}</CustomizationContext.Provider>;
}

export function useCustomization(): SiteCustomization {
  return useContext(CustomizationContext);
}
