import type { TestProject } from "vitest/node";
import { type RunningSite, startSite } from "../support/site";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let site: RunningSite | undefined;

export async function setup(project: TestProject) {
  site = await startSite();
  project.provide("baseUrl", site.url);
}

export async function teardown() {
  await site?.stop();
}
