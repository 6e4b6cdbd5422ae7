import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { LoadingScreen } from './ui/feedback';

type LoadingContextValue = { isLoading: boolean; setIsLoading: (loading: boolean) => void };

const LoadingContext = createContext<LoadingContextValue | null>(null);

/** The app-wide loading flag (initially false); while true the loading screen covers the page. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [isLoading, setIsLoading] = useState(false);
  const value = useMemo(() => ({ isLoading, setIsLoading }), [isLoading]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      {isLoading && <LoadingScreen />}
    </LoadingContext.Provider>
  );
}

export function useLoading(): LoadingContextValue {
  const value = useContext(LoadingContext);
  if (!value) throw new Error('useLoading must be used inside LoadingProvider');
  return value;
}
