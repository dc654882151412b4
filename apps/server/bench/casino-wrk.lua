-- Dice rounds of our studio for casino-bets.mjs: wrk runs one connection per thread, and each thread
-- plays on its own studio session (`authorization: Bearer <session>`). WRK_DATA names a Lua file
-- (written per run) returning { path, body, sessions }.
local data = dofile(os.getenv("WRK_DATA"))
local threads, started = {}, 0

function setup(thread)
  started = started + 1
  thread:set("tid", started)
  table.insert(threads, thread)
end

-- Per thread (each runs its own Lua state): its request, refusals and the first one seen.
refused, sample, req = 0, nil, nil

function init()
  local headers = {
    ["content-type"] = "application/json",
    authorization = "Bearer " .. data.sessions[tid],
  }
  req = wrk.format("POST", data.path, headers, data.body)
end

function request()
  return req
end

function response(status, headers, body)
  if status ~= 200 then
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
