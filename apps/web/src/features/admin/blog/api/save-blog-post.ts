import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';
import { refreshAdminViews, refreshWhenProjected } from '../../api/refresh-when-projected';
import { blogPostId, type AdminBlogPost } from '../../types';
import { getBlogPost } from './blog-posts';

export type BlogPostDraft = {
  id?: string;
  title: string;
  content: string;
  createdAt: string;
  image: File | null;
};

/** Multipart title, content, createdAt (ISO) and image; editing sends the image only when it changed. */
export function saveBlogPost(draft: BlogPostDraft) {
  const form = new FormData();
  form.set('title', draft.title.trim());
  form.set('content', draft.content);
  form.set('createdAt', draft.createdAt);
  if (draft.image) form.set('image', draft.image);
  const request = draft.id
    ? api.patch<{ post: AdminBlogPost }>(`/v1/blog/posts/${encodeURIComponent(draft.id)}`, form)
    : api.post<{ post: AdminBlogPost }>('/v1/blog/posts', form);
  return request.then((data) => data.post);
}

export const deleteBlogPost = (id: string) =>
  api.delete(`/v1/blog/posts/${encodeURIComponent(id)}`);

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    onSuccess: () => void refreshAdminViews(queryClient),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: (_, id) => {
      queryClient.setQueryData<AdminBlogPost[]>(adminKeys.posts(), (posts) =>
        posts?.filter((post) => blogPostId(post) !== id),
      );
      void refreshWhenProjected(queryClient, () =>
        getBlogPost(id).then(
          () => false,
          (error: unknown) => error instanceof ApiError && error.status === 404,
        ),
      );
    },
  });
}
