import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BlogPost } from '../types';
import { blogKeys } from './get-posts';

export const getPost = async (id: string, signal?: AbortSignal): Promise<BlogPost> => {
  const data = await api.get<{ post?: BlogPost }>(`/v1/blog/posts/${encodeURIComponent(id)}`, {
    signal,
  });
  if (!data?.post) throw new Error('Post not found');
  return data.post;
};

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

export const usePost = (id: string) => useQuery(postQueryOptions(id));
