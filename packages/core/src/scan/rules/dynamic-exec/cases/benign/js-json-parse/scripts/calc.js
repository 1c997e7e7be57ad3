console.log(JSON.parse(process.argv[2]).a + 1);
