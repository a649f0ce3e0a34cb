import { describe, expect, it } from "vitest";
import { clientKey, RateLimiter } from "./rate-limit.server";

describe("form rate limit", () => {
  it("counts every address of an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe"));
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
  });

  it("refuses past the allowance with the seconds left in the window, then starts over", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take("2001:db8::1", 0).retryAfter).toBeNull();
    expect(limiter.take("2001:db8::2", 1000).retryAfter).toBeNull();
    expect(limiter.take("2001:db8::3", 15_500).retryAfter).toBe(45);
    expect(limiter.take("2001:db9::1", 15_500).retryAfter).toBeNull();
    expect(limiter.take("2001:db8::1", 60_000).retryAfter).toBeNull();
  });
});
