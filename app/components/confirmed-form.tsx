import { Form, type FormProps } from "@remix-run/react";

/**
 * A post for something hard to undo (a removal, a revocation): with JavaScript the browser
 * asks `question` first; without it, the button is the decision.
 */
export function ConfirmedForm({ question, ...props }: FormProps & { question: string }) {
  return (
    <Form
      method="post"
      {...props}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    />
  );
}
