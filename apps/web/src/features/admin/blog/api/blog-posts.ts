import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';
import type { AdminBlogPost } from '../../types';

export const getBlogPosts = async (signal?: AbortSignal): Promise<AdminBlogPost[]> => {
  const data = await api.get<{ posts?: AdminBlogPost[] }>('/v1/blog/posts', { signal });
  return Array.isArray(data?.posts) ? data.posts : [];
};

export const getBlogPost = async (id: string, signal?: AbortSignal): Promise<AdminBlogPost> => {
  const data = await api.get<{ post?: AdminBlogPost }>(`/v1/blog/posts/${encodeURIComponent(id)}`, {
    signal,
  });
  if (!data?.post) throw new ApiError(404, 'Post not found');
  return data.post;
};

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.posts(),
    queryFn: ({ signal }) => getBlogPosts(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const blogPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.post(id),
    queryFn: ({ signal }) => getBlogPost(id, signal),
    staleTime: 0,
  });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());

export const useBlogPost = (id: string) => useQuery(blogPostQueryOptions(id));
