console.log(eval(process.argv[2]));
