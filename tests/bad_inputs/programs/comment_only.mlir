// Nothing but a comment.
