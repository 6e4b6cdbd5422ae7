export type BlogPost = {
  _id?: string;
  id?: string;
  title: string;
  content: string;
  imagePath?: string;
  createdAt: string;
  updatedAt?: string;
};

export const postId = (post: BlogPost) => post._id ?? post.id ?? '';
