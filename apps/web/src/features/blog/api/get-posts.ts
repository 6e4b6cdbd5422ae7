import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BlogPost } from '../types';

export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};

export const getPosts = async (signal?: AbortSignal): Promise<BlogPost[]> => {
  const data = await api.get<{ posts?: BlogPost[] }>('/v1/blog/posts', { signal });
  return Array.isArray(data?.posts) ? data.posts : [];
};

export const postsQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.list(), queryFn: ({ signal }) => getPosts(signal) });

export const usePosts = () => useQuery(postsQueryOptions());
