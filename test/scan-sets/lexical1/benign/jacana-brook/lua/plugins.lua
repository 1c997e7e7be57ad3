local path = vim.fn.stdpath("config") .. "/plugins.lua"
local chunk = loadfile(path)
local list = chunk and chunk() or {}
for _, p in ipairs(list) do vim.notify("plugin " .. p) end
