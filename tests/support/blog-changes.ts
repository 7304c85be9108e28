import {
  announceBlogChange,
  blogUpdatesResponse,
} from "../../app/features/blog/blog-updates.server";
import { wireDomainEvents } from "../../server/wiring";

let streams = 0;

/**
 * Opens a live-update stream as a reader would, with the domain's events wired as the server
 * wires them; the function it returns announces a marker and gives the `data:` lines
 * announced before it: the changes the work under test made.
 */
export function watchBlogChanges() {
  wireDomainEvents();
  streams += 1;
  // Each stream from its own address: the per-address cap must not refuse the next one.
  const response = blogUpdatesResponse(
    new Request("http://localhost/blog/aggiornamenti"),
    `198.51.100.${streams}`,
  );
  return async () => {
    announceBlogChange({ slug: "fine", kind: "deleted", language: "it" });
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes('"fine"')) text += new TextDecoder().decode((await reader.read()).value);
    return text.split("\n").filter((line) => line.startsWith("data:") && !line.includes('"fine"'));
  };
}
