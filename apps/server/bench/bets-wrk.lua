-- MakeBetWeb line singles for bets-wrk.mjs: every request a new betGuid, players and offers taken in
-- turn. WRK_DATA names a Lua file (written per run) returning { path, prefix, cookies, bodies }: each
-- body is a coupon's JSON without its closing brace, the betGuid is appended here.
local data = dofile(os.getenv("WRK_DATA"))
local threads, started = {}, 0

function setup(thread)
  started = started + 1
  thread:set("tid", started)
  table.insert(threads, thread)
end

-- Per thread (each runs its own Lua state): a request counter, refusals and the first one seen.
n, refused, sample = 0, 0, nil

function init()
  n = tid * 7919
end

function request()
  n = n + 1
  local headers = {
    ["content-type"] = "application/json",
    ["x-requested-with"] = "fetch",
    cookie = data.cookies[(n % #data.cookies) + 1],
  }
  local guid = data.prefix .. string.format("%04x-%012x", tid, n)
  return wrk.format("POST", data.path, headers, data.bodies[(n % #data.bodies) + 1] .. ',"betGuid":"' .. guid .. '"}')
end

function response(status, headers, body)
  if status ~= 200 or not string.find(body, '"Success":true', 1, true) then
    refused = refused + 1
    sample = sample or (status .. " " .. string.sub(body, 1, 160))
  end
end

function done(summary, latency)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("refused")
    local first = thread:get("sample")
    if first then io.write("SAMPLE " .. thread:get("refused") .. " " .. first .. "\n") end
  end
  local e = summary.errors
  io.write(string.format("RESULT %d %.3f %.3f %d %d\n", summary.requests, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.connect + e.read + e.write + e.timeout, total))
end
