import asyncio
import pathlib

import aiohttp


async def main():
    count = len(list(pathlib.Path("dist").glob("*")))
    async with aiohttp.ClientSession() as s:
        async with s.ws_connect("ws://localhost:8765/metrics") as ws:
            await ws.send_json({"artifacts": count})


asyncio.run(main())
