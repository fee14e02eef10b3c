// The server lays the published snapshot over the content modules before anything reads them (~/content/live.ts,
// which does so for the repository's content as it loads). A unit test that reads a module without going through
// the server loads it first too, so the modules' placeholders are filled as the server's are.
import "~/content/live";
